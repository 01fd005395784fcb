import { act, screen, waitFor } from '@testing-library/react';
import { SoonDialog } from '../../../../src/app/layout/SoonDialog';
import { useAppDispatch } from '../../../../src/app/hooks';
import { selectSoonDialogOpen, soonDialogOpened } from '../../../../src/app/ui/uiSlice';
import { renderWithProviders } from '../../../support/renderWithProviders';

function Opener() {
  const dispatch = useAppDispatch();
  return (
    <button type="button" onClick={() => dispatch(soonDialogOpened())}>
      open
    </button>
  );
}

function renderDialog(language: 'fr' | 'en' = 'fr') {
  return renderWithProviders(
    <>
      <Opener />
      <SoonDialog />
    </>,
    { language },
  );
}

describe('soon-dialog', () => {
  it('is closed until a feature dispatches soonDialogOpened', () => {
    const { store } = renderDialog();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    act(() => {
      store.dispatch(soonDialogOpened());
    });
    expect(screen.getByRole('dialog', { name: 'Bientôt' })).toBeInTheDocument();
  });

  it('says the feature is coming soon, labelled by its title, and closes with its one button', async () => {
    const { user, store } = renderDialog();
    await user.click(screen.getByRole('button', { name: 'open' }));
    const dialog = screen.getByRole('dialog', { name: 'Bientôt' });
    expect(dialog).toHaveAttribute('aria-labelledby', screen.getByRole('heading', { name: 'Bientôt' }).id);
    expect(screen.getByText('Cette fonctionnalité sera disponible très prochainement.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'J’ai compris' }));
    expect(selectSoonDialogOpen(store.getState())).toBe(false);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('closes with Escape and gives focus back to the button that opened it', async () => {
    const { user, store } = renderDialog('en');
    const opener = screen.getByRole('button', { name: 'open' });
    await user.click(opener);
    expect(screen.getByRole('dialog', { name: 'Soon' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('dialog')).toContainElement(document.activeElement as HTMLElement));

    await user.keyboard('{Escape}');
    expect(selectSoonDialogOpen(store.getState())).toBe(false);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(opener).toHaveFocus();
  });
});

describe('soon-dialog focus trap', () => {
  it('keeps Tab and Shift+Tab on the dialog’s controls', async () => {
    const { user } = renderDialog('en');
    await user.click(screen.getByRole('button', { name: 'open' }));
    const close = screen.getByRole('button', { name: 'Got it' });
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(close).toHaveFocus();
  });
});
