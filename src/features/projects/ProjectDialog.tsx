import { useId, useState } from 'react';
import Modal from 'react-bootstrap/Modal';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { CategoryBadge } from './CategoryBadge';
import { ProjectArt } from './ProjectArt';
import { projectDialogClosed, selectOpenProject } from './projectsSlice';
import { TagList } from './TagList';

/** The open project in detail. React-bootstrap traps the focus inside and gives it back to the opener. */
export function ProjectDialog() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const project = useAppSelector(selectOpenProject);
  // Keeps the closing project's content on screen while the dialog fades out.
  const [shown, setShown] = useState(project);
  if (project !== undefined && project !== shown) setShown(project);
  const titleId = useId();
  const close = () => dispatch(projectDialogClosed());

  return (
    <Modal
      show={project !== undefined}
      onHide={close}
      aria-labelledby={titleId}
      size="lg"
      centered
      className="project-dialog"
    >
      {shown !== undefined && (
        <>
          <Modal.Header closeButton closeLabel={t('projects.close')}>
            <Modal.Title as="h2" id={titleId}>
              {t(`projects.items.${shown.id}.title`)}
            </Modal.Title>
          </Modal.Header>
          <Modal.Body>
            <ProjectArt
              project={shown}
              alt={t('projects.imageAlt', { title: t(`projects.items.${shown.id}.title`) })}
              sizes="(min-width: 992px) 800px, 100vw"
              className="project-dialog__art"
            />
            <p className="project-dialog__description">{t(`projects.items.${shown.id}.description`)}</p>
            <dl className="project-dialog__facts">
              <div>
                <dt>{t('projects.categoryLabel')}</dt>
                <dd>
                  <CategoryBadge category={shown.category} />
                </dd>
              </div>
              <div>
                <dt>{t('projects.year')}</dt>
                <dd>
                  <time dateTime={String(shown.year)}>{shown.year}</time>
                </dd>
              </div>
              <div className="project-dialog__tags">
                <dt>{t('projects.tags')}</dt>
                <dd>
                  <TagList tags={shown.tags} />
                </dd>
              </div>
            </dl>
          </Modal.Body>
          <Modal.Footer>
            <p className="project-dialog__prompt">{t('projects.similarPrompt')}</p>
            {/* A document of its own: only the consultation page's CSP allows the booking widget. */}
            <Link className="btn btn-primary" to="/consultation" reloadDocument onClick={close}>
              {t('projects.startSimilar')}
            </Link>
          </Modal.Footer>
        </>
      )}
    </Modal>
  );
}
