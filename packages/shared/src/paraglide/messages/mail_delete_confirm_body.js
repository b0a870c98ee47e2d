/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ minutes: NonNullable<unknown> }} Mail_Delete_Confirm_BodyInputs */

const en_mail_delete_confirm_body = /** @type {(inputs: Mail_Delete_Confirm_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Someone signed in to your account asked to delete it. Open this link within ${i?.minutes} minutes, signed in, to delete it:`)
};

const sw_mail_delete_confirm_body = /** @type {(inputs: Mail_Delete_Confirm_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Mtu aliyeingia kwenye akaunti yako ameomba kuifuta. Fungua kiungo hiki ndani ya dakika ${i?.minutes}, ukiwa umeingia, ili kuifuta:`)
};

/**
* | output |
* | --- |
* | "Someone signed in to your account asked to delete it. Open this link within {minutes} minutes, signed in, to delete it:" |
*
* @param {Mail_Delete_Confirm_BodyInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const mail_delete_confirm_body = /** @type {((inputs: Mail_Delete_Confirm_BodyInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Delete_Confirm_BodyInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_mail_delete_confirm_body(inputs)
	return en_mail_delete_confirm_body(inputs)
});