/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notify_Changes_Approved_BodyInputs */

const en_notify_changes_approved_body = /** @type {(inputs: Notify_Changes_Approved_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Guests now see the new version.`)
};

const sw_notify_changes_approved_body = /** @type {(inputs: Notify_Changes_Approved_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wageni sasa wanaona toleo jipya.`)
};

/**
* | output |
* | --- |
* | "Guests now see the new version." |
*
* @param {Notify_Changes_Approved_BodyInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const notify_changes_approved_body = /** @type {((inputs?: Notify_Changes_Approved_BodyInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Changes_Approved_BodyInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_notify_changes_approved_body(inputs)
	return en_notify_changes_approved_body(inputs)
});