import { createSlice } from '@reduxjs/toolkit';
import { render, screen } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { put, takeEvery } from 'redux-saga/effects';
import { describe, expect, it } from 'vitest';
import { StoreModuleGate } from '../lib/store-module-gate';
import type { StoreModule } from '../lib/store-module';
import { neverAnswers, fakeApiClient } from '../testing/fake-api';
import { Providers } from './providers';
import { createStore } from './store';

const echo = createSlice({
  name: 'echoModuleTest',
  initialState: { answered: false },
  reducers: { asked: (state) => state, answered: (state) => ({ ...state, answered: true }) },
  selectors: { selectAnswered: (state) => state.answered },
});

const echoModule: StoreModule = {
  slices: [echo],
  *saga() {
    yield takeEvery(echo.actions.asked.type, function* answer() {
      yield put(echo.actions.answered());
    });
  },
};

// Asks its module's saga before the first paint, as pages do when they open.
function Asker() {
  const dispatch = useDispatch();
  const answered = useSelector((state: object) => echo.selectSlice(state as never).answered);
  useLayoutEffect(() => {
    dispatch(echo.actions.asked());
  }, [dispatch]);
  return <p>{answered ? 'answered' : 'waiting'}</p>;
}

function renderGate() {
  const store = createStore(fakeApiClient(neverAnswers));
  const view = render(
    <Providers store={store}>
      <StoreModuleGate module={echoModule}>
        <Asker />
      </StoreModuleGate>
    </Providers>,
  );
  return { ...view, store };
}

describe('a page’s store module', () => {
  it('runs its saga before the page’s first effects', async () => {
    renderGate();
    expect(await screen.findByText('answered')).toBeInTheDocument();
  });

  it('does so in every store, though they share the root reducer and so the slices', async () => {
    renderGate().unmount();
    const { store } = renderGate();
    expect(await screen.findByText('answered')).toBeInTheDocument();
    expect(store.modules.has(echoModule)).toBe(true);
  });
});
