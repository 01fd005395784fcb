import { useEffect, useState, type ComponentType } from 'react';
import { useAppDispatch, useAppSelector } from '../hooks';
import { selectSoonDialogOpen, soonDialogClosed } from '../ui/uiSlice';

/**
 * The soon-dialog, with react-bootstrap's Modal, loaded the first time it opens: no page shows it on
 * arrival. A load that fails (offline before the worker kept it) closes it again, so the next press retries.
 */
export function LazySoonDialog() {
  const dispatch = useAppDispatch();
  const open = useAppSelector(selectSoonDialogOpen);
  const [Dialog, setDialog] = useState<ComponentType | null>(null);

  useEffect(() => {
    if (!open || Dialog !== null) return;
    import(/* webpackChunkName: "soonDialog" */ './SoonDialog').then(
      ({ SoonDialog }) => {
        setDialog(() => SoonDialog);
      },
      () => dispatch(soonDialogClosed()),
    );
  }, [open, Dialog, dispatch]);

  return Dialog === null ? null : <Dialog />;
}
