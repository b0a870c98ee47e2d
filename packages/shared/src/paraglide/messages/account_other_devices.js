/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Other_DevicesInputs */

const en_account_other_devices = /** @type {(inputs: Account_Other_DevicesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Other devices`)
};

const sw_account_other_devices = /** @type {(inputs: Account_Other_DevicesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vifaa vingine`)
};

/**
* | output |
* | --- |
* | "Other devices" |
*
* @param {Account_Other_DevicesInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const account_other_devices = /** @type {((inputs?: Account_Other_DevicesInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Other_DevicesInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_account_other_devices(inputs)
	return en_account_other_devices(inputs)
});