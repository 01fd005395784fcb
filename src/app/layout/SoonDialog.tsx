import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import Modal from 'react-bootstrap/Modal';
import { Sparkles } from 'lucide-react';
import { keepTabInside } from '../../lib/focusTrap';
import { useAppDispatch, useAppSelector } from '../hooks';
import { selectSoonDialogOpen, soonDialogClosed } from '../ui/uiSlice';

/** The one "coming soon" dialog: a feature opens it through `OpenSoonDialog` (src/components/openSoonDialog.ts). */
export function SoonDialog() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const open = useAppSelector(selectSoonDialogOpen);
  const titleId = useId();
  const close = () => dispatch(soonDialogClosed());

  return (
    <Modal
      show={open}
      onHide={close}
      onKeyDown={keepTabInside}
      centered
      aria-labelledby={titleId}
      className="soon-dialog"
    >
      <Modal.Body className="soon-dialog__body">
        <span className="soon-dialog__icon" aria-hidden="true">
          <Sparkles />
        </span>
        <Modal.Title as="h2" id={titleId} className="soon-dialog__title">
          {t('soon.title')}
        </Modal.Title>
        <p className="soon-dialog__text">{t('soon.text')}</p>
        <button type="button" className="btn btn-primary" onClick={close}>
          {t('soon.close')}
        </button>
      </Modal.Body>
    </Modal>
  );
}
