import { useCallback } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useLocation, useNavigate } from 'react-router-dom';
import {
  catalogueCategoryChosen,
  selectCategories,
  selectChosenCategoryId,
} from '../../features/catalogue/catalogue-store';

/** The top-level categories and the chosen one; choosing one shows the catalogue home filtered by it. */
export function useCategoryChoice() {
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const categories = useSelector(selectCategories);
  const chosenId = useSelector(selectChosenCategoryId);
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
