/**
 * Something another feature puts on each product card (the wishlist's add button): the route
 * passes it to the page, and the cards read it here, so the grids between them need not carry it
 * and the products feature imports no other feature.
 */
import { createContext, useContext, type ReactNode } from 'react';
import type { ProductSummary } from '@shop-scanner/shared/products';

export type RenderCardAction = (product: ProductSummary) => ReactNode;

export const ProductCardActionContext = createContext<RenderCardAction | undefined>(undefined);

export const useProductCardAction = () => useContext(ProductCardActionContext);
