/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Privacy_Delete_Send_LinkInputs */

const en_privacy_delete_send_link = /** @type {(inputs: Privacy_Delete_Send_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`E-mail me the link`)
};

const sw_privacy_delete_send_link = /** @type {(inputs: Privacy_Delete_Send_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nitumie kiungo kwa barua pepe`)
};

/**
* | output |
* | --- |
* | "E-mail me the link" |
*
* @param {Privacy_Delete_Send_LinkInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const privacy_delete_send_link = /** @type {((inputs?: Privacy_Delete_Send_LinkInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Privacy_Delete_Send_LinkInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_privacy_delete_send_link(inputs)
	return en_privacy_delete_send_link(inputs)
});