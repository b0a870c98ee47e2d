/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ route: NonNullable<unknown> }} Api_Route_Not_FoundInputs */

const en_api_route_not_found = /** @type {(inputs: Api_Route_Not_FoundInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Route not found: ${i?.route}`)
};

const sw_api_route_not_found = /** @type {(inputs: Api_Route_Not_FoundInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Njia haikupatikana: ${i?.route}`)
};

/**
* | output |
* | --- |
* | "Route not found: {route}" |
*
* @param {Api_Route_Not_FoundInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const api_route_not_found = /** @type {((inputs: Api_Route_Not_FoundInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Route_Not_FoundInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_api_route_not_found(inputs)
	return en_api_route_not_found(inputs)
});