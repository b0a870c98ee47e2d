/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Grid_None_TextInputs */

const en_grid_none_text = /** @type {(inputs: Grid_None_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Try another search, a wider price range or a different category.`)
};

const sw_grid_none_text = /** @type {(inputs: Grid_None_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jaribu utafutaji mwingine, bei pana zaidi au aina nyingine.`)
};

/**
* | output |
* | --- |
* | "Try another search, a wider price range or a different category." |
*
* @param {Grid_None_TextInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const grid_none_text = /** @type {((inputs?: Grid_None_TextInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Grid_None_TextInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_grid_none_text(inputs)
	return en_grid_none_text(inputs)
});