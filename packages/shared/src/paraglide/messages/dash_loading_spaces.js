/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dash_Loading_SpacesInputs */

const en_dash_loading_spaces = /** @type {(inputs: Dash_Loading_SpacesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading your spaces…`)
};

const sw_dash_loading_spaces = /** @type {(inputs: Dash_Loading_SpacesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inapakia maeneo yako…`)
};

/**
* | output |
* | --- |
* | "Loading your spaces…" |
*
* @param {Dash_Loading_SpacesInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const dash_loading_spaces = /** @type {((inputs?: Dash_Loading_SpacesInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Loading_SpacesInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_dash_loading_spaces(inputs)
	return en_dash_loading_spaces(inputs)
});