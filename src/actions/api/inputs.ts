import type { HttpMethod } from '../../api/routes.ts';
import type { Inputs } from '../common/inputs.ts';
import { type ApiRequest, resolveRequest } from './request.ts';
import type { spec } from './spec.ts';

export type ApiInputName = keyof typeof spec.inputs;

/** Everything but api-key and api-url: the one request, checked against the route table. */
export function readApiInputs(inputs: Inputs<ApiInputName>): ApiRequest {
  const method = inputs
    .oneOf('method', ['get', 'post', 'put', 'patch', 'delete'])
    .toUpperCase() as HttpMethod;
  const path = inputs.required('path', 'set it to an API path such as `/projects/my-app`');
  return resolveRequest(method, path, inputs.list('query'), inputs.optional('body'));
}
