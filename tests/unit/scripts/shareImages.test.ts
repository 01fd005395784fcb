/**
 * @jest-environment node
 */
import sharp from 'sharp';
import { readProjects } from '../../../scripts/content/projects';
import { readMark } from '../../../scripts/images/brandImages';
import { renderShareImage } from '../../../scripts/images/shareImages';
import { encodeWorkImage } from '../../../scripts/images/workImages';

const [project] = readProjects().filter((candidate) => candidate.card.slug === 'maison-sauge');

/** The average colour of a region of `image`, as [r, g, b]. */
async function colourOf(image: Buffer, region: { left: number; top: number; width: number; height: number }) {
  // stats() reads its input, not the pipeline's output: the region is cut out first.
  const { channels } = await sharp(await sharp(image).extract(region).toBuffer()).stats();
  return channels.slice(0, 3).map((channel) => Math.round(channel.mean));
}

describe("a case study's share image", () => {
  it('is a 1200 × 630 JPEG of its cover beside its words and the brand’s mark, light enough for link previews', async () => {
    const [cover] = project?.images ?? [];
    if (project === undefined || cover === undefined) throw new Error('content/projects/maison-sauge.md is missing');
    const encoding = (await encodeWorkImage(cover)).find(({ file }) => file.endsWith('-800.webp'));
    if (encoding === undefined) throw new Error('the cover has no 800 px encoding');
    const image = await renderShareImage(encoding.content, {
      title: project.copy.fr.title,
      client: project.client,
      agencyName: 'Studio Nova',
      mark: readMark('src/brand/mark.svg'),
    });
    expect(await sharp(image).metadata()).toMatchObject({ format: 'jpeg', width: 1200, height: 630 });
    expect(image.length).toBeLessThan(120 * 1024);
    // The cover's paper on the right, the deep ground with light words on the left.
    const [red = 0, green = 0, blue = 0] = await colourOf(image, { left: 640, top: 110, width: 40, height: 40 });
    expect(Math.min(red, green, blue)).toBeGreaterThan(200);
    const ground = await colourOf(image, { left: 10, top: 10, width: 40, height: 40 });
    expect(ground).toEqual([21, 18, 43].map((value) => expect.closeTo(value, -1) as unknown));
    // Signed with the brand's mark, in its violet, as the header signs the page.
    const [markRed = 0, markGreen = 0, markBlue = 0] = await colourOf(image, {
      left: 68,
      top: 546,
      width: 10,
      height: 10,
    });
    expect([markRed, markGreen, markBlue]).toEqual(
      [0x5b, 0x3d, 0xf5].map((value) => expect.closeTo(value, -1.3) as unknown),
    );
    const words = await sharp(image)
      .extract({ left: 64, top: 200, width: 480, height: 200 })
      .greyscale()
      .raw()
      .toBuffer();
    expect(words.filter((value) => value > 200).length).toBeGreaterThan(2000);
  });
});
