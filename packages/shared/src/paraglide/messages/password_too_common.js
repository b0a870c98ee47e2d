/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Password_Too_CommonInputs */

const en_password_too_common = /** @type {(inputs: Password_Too_CommonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This password is one of the most common passwords. Choose one that is harder to guess.`)
};

const sw_password_too_common = /** @type {(inputs: Password_Too_CommonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nenosiri hili ni mojawapo ya yanayotumika sana. Chagua lililo gumu zaidi kukisia.`)
};

/**
* | output |
* | --- |
* | "This password is one of the most common passwords. Choose one that is harder to guess." |
*
* @param {Password_Too_CommonInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const password_too_common = /** @type {((inputs?: Password_Too_CommonInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Password_Too_CommonInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_password_too_common(inputs)
	return en_password_too_common(inputs)
});