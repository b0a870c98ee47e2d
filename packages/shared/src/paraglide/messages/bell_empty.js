/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Bell_EmptyInputs */

const en_bell_empty = /** @type {(inputs: Bell_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nothing yet. News of your bookings will show here.`)
};

const sw_bell_empty = /** @type {(inputs: Bell_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bado hakuna kitu. Habari za uhifadhi wako zitaonekana hapa.`)
};

/**
* | output |
* | --- |
* | "Nothing yet. News of your bookings will show here." |
*
* @param {Bell_EmptyInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const bell_empty = /** @type {((inputs?: Bell_EmptyInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Bell_EmptyInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_bell_empty(inputs)
	return en_bell_empty(inputs)
});