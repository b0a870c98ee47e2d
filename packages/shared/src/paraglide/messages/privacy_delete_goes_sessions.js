/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Privacy_Delete_Goes_SessionsInputs */

const en_privacy_delete_goes_sessions = /** @type {(inputs: Privacy_Delete_Goes_SessionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Every sign-in, on every device, at once`)
};

const sw_privacy_delete_goes_sessions = /** @type {(inputs: Privacy_Delete_Goes_SessionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kila kuingia, kwenye kila kifaa, mara moja`)
};

/**
* | output |
* | --- |
* | "Every sign-in, on every device, at once" |
*
* @param {Privacy_Delete_Goes_SessionsInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const privacy_delete_goes_sessions = /** @type {((inputs?: Privacy_Delete_Goes_SessionsInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Privacy_Delete_Goes_SessionsInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_privacy_delete_goes_sessions(inputs)
	return en_privacy_delete_goes_sessions(inputs)
});