/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Payout_PasswordInputs */

const en_payout_password = /** @type {(inputs: Payout_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your password`)
};

const sw_payout_password = /** @type {(inputs: Payout_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nenosiri lako`)
};

/**
* | output |
* | --- |
* | "Your password" |
*
* @param {Payout_PasswordInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const payout_password = /** @type {((inputs?: Payout_PasswordInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Payout_PasswordInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_payout_password(inputs)
	return en_payout_password(inputs)
});