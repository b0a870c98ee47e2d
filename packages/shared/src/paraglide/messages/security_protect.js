/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Security_ProtectInputs */

const en_security_protect = /** @type {(inputs: Security_ProtectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`How we protect you`)
};

const sw_security_protect = /** @type {(inputs: Security_ProtectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jinsi tunavyokulinda`)
};

/**
* | output |
* | --- |
* | "How we protect you" |
*
* @param {Security_ProtectInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const security_protect = /** @type {((inputs?: Security_ProtectInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Security_ProtectInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_security_protect(inputs)
	return en_security_protect(inputs)
});