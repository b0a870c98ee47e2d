/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Move_KeepInputs */

const en_move_keep = /** @type {(inputs: Move_KeepInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keep current time`)
};

const sw_move_keep = /** @type {(inputs: Move_KeepInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Baki na muda wa sasa`)
};

/**
* | output |
* | --- |
* | "Keep current time" |
*
* @param {Move_KeepInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const move_keep = /** @type {((inputs?: Move_KeepInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Move_KeepInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_move_keep(inputs)
	return en_move_keep(inputs)
});