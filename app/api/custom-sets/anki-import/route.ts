import { answerAnkiUpload } from '@/features/custom-sets/server/anki-upload';

/** POST /api/custom-sets/anki-import: an Anki package read for the import preview (features/custom-sets/server/anki-upload.ts). */
export const POST = answerAnkiUpload;
