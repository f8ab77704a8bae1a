import { expect, type Page } from '@playwright/test';

/** Opens a built-in unit and waits for its study view to take keys and clicks (marks and place loaded). */
export async function openUnit(page: Page, path: string) {
  const response = await page.goto(path);
  expect(response?.status()).toBe(200);
  // Marks are read from storage after hydration; from then on the study view takes keys and clicks.
  await expect(page.getByTestId('study-view')).toHaveAttribute('data-ready', 'true');
  return {
    card: page.getByTestId('flash-card'),
    progress: page.getByTestId('study-view').getByText(/^\d+ \/ \d+$/),
    tableRows: page.getByRole('table').locator('tbody tr'),
  };
}
