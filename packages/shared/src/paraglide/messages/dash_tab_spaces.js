/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Dash_Tab_SpacesInputs */

const en_dash_tab_spaces = /** @type {(inputs: Dash_Tab_SpacesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`My Spaces (${i?.count})`)
};

const sw_dash_tab_spaces = /** @type {(inputs: Dash_Tab_SpacesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Maeneo Yangu (${i?.count})`)
};

/**
* | output |
* | --- |
* | "My Spaces ({count})" |
*
* @param {Dash_Tab_SpacesInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const dash_tab_spaces = /** @type {((inputs: Dash_Tab_SpacesInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Tab_SpacesInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_dash_tab_spaces(inputs)
	return en_dash_tab_spaces(inputs)
});