import { Card } from '@/components/ui/card';
import { getOptionalUser } from '@/lib/auth/session';
import { avatarTone } from '@/features/profile/initials';

import { ProfileEditor } from './profile-editor';

/** The settings page's profile card (name and picture), for a signed-in learner; nothing for a guest. */
export async function ProfileSection() {
  const user = await getOptionalUser();
  if (!user) return null;
  return (
    <Card>
      <ProfileEditor name={user.name} image={user.image} tone={avatarTone(user.id)} />
    </Card>
  );
}
