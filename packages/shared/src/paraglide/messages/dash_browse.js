/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dash_BrowseInputs */

const en_dash_browse = /** @type {(inputs: Dash_BrowseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Browse Spaces`)
};

const sw_dash_browse = /** @type {(inputs: Dash_BrowseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vinjari Maeneo`)
};

/**
* | output |
* | --- |
* | "Browse Spaces" |
*
* @param {Dash_BrowseInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const dash_browse = /** @type {((inputs?: Dash_BrowseInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_BrowseInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_dash_browse(inputs)
	return en_dash_browse(inputs)
});