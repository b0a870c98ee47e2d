/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Api_Notification_Not_FoundInputs */

const en_api_notification_not_found = /** @type {(inputs: Api_Notification_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Notification not found`)
};

const sw_api_notification_not_found = /** @type {(inputs: Api_Notification_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Arifa haikupatikana`)
};

/**
* | output |
* | --- |
* | "Notification not found" |
*
* @param {Api_Notification_Not_FoundInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const api_notification_not_found = /** @type {((inputs?: Api_Notification_Not_FoundInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Notification_Not_FoundInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_api_notification_not_found(inputs)
	return en_api_notification_not_found(inputs)
});