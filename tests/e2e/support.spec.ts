// The floating chat box opens a support topic's messaging link in a new tab.
import { expect, test } from './fixtures.ts';

test('the chat box opens a topic in a new tab', async ({ page, request }) => {
  const topics = await request.get('/api/support-topic');
  expect(topics.ok(), `GET /api/support-topic answers ${topics.status()}`).toBe(true);

  await page.goto('/');
  await page.getByRole('button', { name: 'Chat dengan CS' }).click();
  const panel = page.getByRole('region', { name: 'Ada yang bisa kami bantu?' });
  await expect(panel).toBeVisible();
  const firstTopic = panel.getByRole('listitem').first().getByRole('button');
  await expect(firstTopic).toBeVisible();

  const popupPromise = page.waitForEvent('popup');
  await firstTopic.click();
  const popup = await popupPromise;
  await expect.poll(() => popup.url(), { message: 'the new tab loads the messaging link' }).toMatch(/^https:\/\/(wa\.me|api\.whatsapp\.com|web\.whatsapp\.com)\//);
});
