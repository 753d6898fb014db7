import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { catalogueCategoryChosen, selectCategories, selectChosenCategoryId } from '../catalogue';

/** The top-level categories and the chosen one; choosing one shows the catalogue home filtered by it. */
export function useCategoryChoice() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const categories = useAppSelector(selectCategories);
  const chosenId = useAppSelector(selectChosenCategoryId);
  const choose = useCallback(
    (categoryId: number | null) => {
      dispatch(catalogueCategoryChosen(categoryId));
      // On the home page the catalogue reloads from the store; a second history entry for / would only get in the way.
      if (pathname !== '/') void navigate('/');
    },
    [dispatch, navigate, pathname],
  );
  return { categories, chosenId, choose };
}
