/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Privacy_Delete_Goes_ListsInputs */

const en_privacy_delete_goes_lists = /** @type {(inputs: Privacy_Delete_Goes_ListsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saved spaces, notifications, mails, payout accounts and data downloads`)
};

const sw_privacy_delete_goes_lists = /** @type {(inputs: Privacy_Delete_Goes_ListsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nafasi ulizohifadhi, arifa, barua pepe, akaunti za malipo na upakuaji wa data`)
};

/**
* | output |
* | --- |
* | "Saved spaces, notifications, mails, payout accounts and data downloads" |
*
* @param {Privacy_Delete_Goes_ListsInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const privacy_delete_goes_lists = /** @type {((inputs?: Privacy_Delete_Goes_ListsInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Privacy_Delete_Goes_ListsInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_privacy_delete_goes_lists(inputs)
	return en_privacy_delete_goes_lists(inputs)
});