/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_SavingInputs */

const en_auth_saving = /** @type {(inputs: Auth_SavingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saving...`)
};

const sw_auth_saving = /** @type {(inputs: Auth_SavingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inahifadhi...`)
};

/**
* | output |
* | --- |
* | "Saving..." |
*
* @param {Auth_SavingInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const auth_saving = /** @type {((inputs?: Auth_SavingInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_SavingInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_auth_saving(inputs)
	return en_auth_saving(inputs)
});