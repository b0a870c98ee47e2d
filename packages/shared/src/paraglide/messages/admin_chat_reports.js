/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Chat_ReportsInputs */

const en_admin_chat_reports = /** @type {(inputs: Admin_Chat_ReportsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reported chat messages`)
};

const sw_admin_chat_reports = /** @type {(inputs: Admin_Chat_ReportsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jumbe za gumzo zilizoripotiwa`)
};

/**
* | output |
* | --- |
* | "Reported chat messages" |
*
* @param {Admin_Chat_ReportsInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const admin_chat_reports = /** @type {((inputs?: Admin_Chat_ReportsInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Chat_ReportsInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_admin_chat_reports(inputs)
	return en_admin_chat_reports(inputs)
});