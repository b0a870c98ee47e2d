/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Move_TitleInputs */

const en_move_title = /** @type {(inputs: Move_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Modify booking`)
};

const sw_move_title = /** @type {(inputs: Move_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Badilisha uhifadhi`)
};

/**
* | output |
* | --- |
* | "Modify booking" |
*
* @param {Move_TitleInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const move_title = /** @type {((inputs?: Move_TitleInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Move_TitleInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_move_title(inputs)
	return en_move_title(inputs)
});