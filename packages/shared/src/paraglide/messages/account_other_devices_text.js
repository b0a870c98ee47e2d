/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Other_Devices_TextInputs */

const en_account_other_devices_text = /** @type {(inputs: Account_Other_Devices_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Signed in on a shared or lost phone? Sign out everywhere but here.`)
};

const sw_account_other_devices_text = /** @type {(inputs: Account_Other_Devices_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Uliingia kwenye simu ya pamoja au iliyopotea? Toka kila mahali isipokuwa hapa.`)
};

/**
* | output |
* | --- |
* | "Signed in on a shared or lost phone? Sign out everywhere but here." |
*
* @param {Account_Other_Devices_TextInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const account_other_devices_text = /** @type {((inputs?: Account_Other_Devices_TextInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Other_Devices_TextInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_account_other_devices_text(inputs)
	return en_account_other_devices_text(inputs)
});