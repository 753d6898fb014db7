export interface RouterRoute {
  path: string;
  page: string;
  lazyModules: string[];
}

export function routerRoutes(root: string): RouterRoute[];
