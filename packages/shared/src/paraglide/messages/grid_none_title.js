/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Grid_None_TitleInputs */

const en_grid_none_title = /** @type {(inputs: Grid_None_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No spaces found`)
};

const sw_grid_none_title = /** @type {(inputs: Grid_None_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hakuna maeneo yaliyopatikana`)
};

/**
* | output |
* | --- |
* | "No spaces found" |
*
* @param {Grid_None_TitleInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const grid_none_title = /** @type {((inputs?: Grid_None_TitleInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Grid_None_TitleInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_grid_none_title(inputs)
	return en_grid_none_title(inputs)
});