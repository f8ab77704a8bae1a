-- A written and a multiple-choice miss of the same question are two items of the bank: the source joins the key.
-- Every row stays as it is (rows unique by user and item are unique by user, source and item too).

-- DropIndex
DROP INDEX "Mistake_userId_itemKey_key";

-- CreateIndex
CREATE UNIQUE INDEX "Mistake_userId_source_itemKey_key" ON "Mistake"("userId", "source", "itemKey");
