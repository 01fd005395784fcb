import path from 'node:path';
import webpack from 'webpack';
import { languages } from '../../src/i18n/languages';
import { shareImage } from '../../src/seo/linkPreviews';
import { JOURNAL_DIR, readJournal } from '../content/journal';
import { PROJECTS_DIR, readProjects } from '../content/projects';
import { readMark } from '../images/brandImages';
import { renderShareImage } from '../images/shareImages';
import { workImageFile } from '../../src/content/workImage';
import { encodeWorkImage } from '../images/workImages';

const NAME = 'WorkImagesPlugin';

/** Runs `jobs` a few at a time: sharp's own threads share the machine's cores between them. */
async function inTurn<T>(jobs: readonly (() => Promise<T>)[], width = 4): Promise<T[]> {
  const results: T[] = [];
  let next = 0;
  const worker = async () => {
    while (next < jobs.length) {
      const index = next;
      next += 1;
      const job = jobs[index];
      if (job) results[index] = await job();
    }
  };
  await Promise.all(Array.from({ length: width }, worker));
  return results;
}

/**
 * Emits every project and article image in each of its widths and formats (content-hashed, so cached for good), and
 * each case study's and article's link preview in each of its languages. The names are the ones the content's data modules gave the pages.
 */
export class WorkImagesPlugin {
  constructor(private readonly options: { agencyName: string; mark: string }) {}

  apply(compiler: webpack.Compiler) {
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.processAssets.tapPromise(
        { name: NAME, stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        async () => {
          compilation.contextDependencies.add(PROJECTS_DIR);
          compilation.contextDependencies.add(JOURNAL_DIR);
          compilation.fileDependencies.add(path.resolve(this.options.mark));
          const mark = readMark(this.options.mark);
          const projects = readProjects();
          const articles = readJournal(projects.map((project) => project.card.slug));
          // An article's languages show the same cover: each image is encoded once.
          const images = [
            ...new Map(
              [...projects.flatMap((project) => project.images), ...articles.flatMap((article) => article.images)].map(
                (image) => [image.image.base, image] as const,
              ),
            ).values(),
          ];
          const emitted = (
            await inTurn(
              images.map((image) => () => encodeWorkImage(image)),
              2,
            )
          ).flat();
          for (const { file, content } of emitted)
            compilation.emitAsset(file, new webpack.sources.RawSource(content), { immutable: true });
          const encodings = new Map(emitted.map(({ file, content }) => [file, content]));
          const previews = projects.flatMap((project) =>
            languages.map((language) => async () => {
              const cover = encodings.get(workImageFile(project.card.cover, 800, 'webp'));
              if (cover === undefined) throw new Error(`${project.file}: its cover has no 800 px encoding`);
              const content = await renderShareImage(cover, {
                title: project.copy[language].title,
                client: project.client,
                agencyName: this.options.agencyName,
                mark,
              });
              return { file: shareImage(project.card.slug, language).path.slice(1), content };
            }),
          );
          const articlePreviews = articles.map((article) => async () => {
            const cover = article.images[0];
            const encoding = cover && encodings.get(workImageFile(cover.image, 800, 'webp'));
            if (encoding === undefined) throw new Error(`${article.file}: its cover has no 800 px encoding`);
            const content = await renderShareImage(encoding, {
              title: article.meta.title,
              client: 'Journal',
              agencyName: this.options.agencyName,
              mark,
            });
            return { file: shareImage(`journal-${article.slug}`, article.language).path.slice(1), content };
          });
          for (const { file, content } of await inTurn([...previews, ...articlePreviews]))
            compilation.emitAsset(file, new webpack.sources.RawSource(content));
        },
      );
    });
  }
}
