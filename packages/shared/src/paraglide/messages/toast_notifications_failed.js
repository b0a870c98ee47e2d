/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Toast_Notifications_FailedInputs */

const en_toast_notifications_failed = /** @type {(inputs: Toast_Notifications_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Could not update your notifications. Try again.`)
};

const sw_toast_notifications_failed = /** @type {(inputs: Toast_Notifications_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Imeshindikana kusasisha arifa zako. Jaribu tena.`)
};

/**
* | output |
* | --- |
* | "Could not update your notifications. Try again." |
*
* @param {Toast_Notifications_FailedInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const toast_notifications_failed = /** @type {((inputs?: Toast_Notifications_FailedInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Toast_Notifications_FailedInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_toast_notifications_failed(inputs)
	return en_toast_notifications_failed(inputs)
});