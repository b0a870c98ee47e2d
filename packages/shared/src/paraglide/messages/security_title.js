/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Security_TitleInputs */

const en_security_title = /** @type {(inputs: Security_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your account, bookings and payments, kept safe`)
};

const sw_security_title = /** @type {(inputs: Security_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Akaunti yako, uhifadhi na malipo, vikiwa salama`)
};

/**
* | output |
* | --- |
* | "Your account, bookings and payments, kept safe" |
*
* @param {Security_TitleInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const security_title = /** @type {((inputs?: Security_TitleInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Security_TitleInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_security_title(inputs)
	return en_security_title(inputs)
});