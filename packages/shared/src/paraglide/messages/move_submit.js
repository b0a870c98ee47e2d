/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Move_SubmitInputs */

const en_move_submit = /** @type {(inputs: Move_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Move booking`)
};

const sw_move_submit = /** @type {(inputs: Move_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hamisha uhifadhi`)
};

/**
* | output |
* | --- |
* | "Move booking" |
*
* @param {Move_SubmitInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const move_submit = /** @type {((inputs?: Move_SubmitInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Move_SubmitInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_move_submit(inputs)
	return en_move_submit(inputs)
});