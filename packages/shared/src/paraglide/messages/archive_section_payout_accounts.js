/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Archive_Section_Payout_AccountsInputs */

const en_archive_section_payout_accounts = /** @type {(inputs: Archive_Section_Payout_AccountsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Where you are paid`)
};

const sw_archive_section_payout_accounts = /** @type {(inputs: Archive_Section_Payout_AccountsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unapolipwa`)
};

/**
* | output |
* | --- |
* | "Where you are paid" |
*
* @param {Archive_Section_Payout_AccountsInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const archive_section_payout_accounts = /** @type {((inputs?: Archive_Section_Payout_AccountsInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Archive_Section_Payout_AccountsInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_archive_section_payout_accounts(inputs)
	return en_archive_section_payout_accounts(inputs)
});