/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ email: NonNullable<unknown> }} Auth_Sent_ToInputs */

const en_auth_sent_to = /** @type {(inputs: Auth_Sent_ToInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Sent to ${i?.email}`)
};

const sw_auth_sent_to = /** @type {(inputs: Auth_Sent_ToInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Imetumwa kwa ${i?.email}`)
};

/**
* | output |
* | --- |
* | "Sent to {email}" |
*
* @param {Auth_Sent_ToInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const auth_sent_to = /** @type {((inputs: Auth_Sent_ToInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Sent_ToInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_auth_sent_to(inputs)
	return en_auth_sent_to(inputs)
});