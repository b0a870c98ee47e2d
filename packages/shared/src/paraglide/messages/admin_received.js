/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_ReceivedInputs */

const en_admin_received = /** @type {(inputs: Admin_ReceivedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Received`)
};

const sw_admin_received = /** @type {(inputs: Admin_ReceivedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Imepokelewa`)
};

/**
* | output |
* | --- |
* | "Received" |
*
* @param {Admin_ReceivedInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const admin_received = /** @type {((inputs?: Admin_ReceivedInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_ReceivedInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_admin_received(inputs)
	return en_admin_received(inputs)
});