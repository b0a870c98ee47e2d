/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Verify_Send_AgainInputs */

const en_verify_send_again = /** @type {(inputs: Verify_Send_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Send the link again`)
};

const sw_verify_send_again = /** @type {(inputs: Verify_Send_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tuma kiungo tena`)
};

/**
* | output |
* | --- |
* | "Send the link again" |
*
* @param {Verify_Send_AgainInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const verify_send_again = /** @type {((inputs?: Verify_Send_AgainInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Verify_Send_AgainInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_verify_send_again(inputs)
	return en_verify_send_again(inputs)
});