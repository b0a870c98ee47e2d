/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notify_Declined_BodyInputs */

const en_notify_declined_body = /** @type {(inputs: Notify_Declined_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The host could not take this booking.`)
};

const sw_notify_declined_body = /** @type {(inputs: Notify_Declined_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mwenyeji hakuweza kupokea uhifadhi huu.`)
};

/**
* | output |
* | --- |
* | "The host could not take this booking." |
*
* @param {Notify_Declined_BodyInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const notify_declined_body = /** @type {((inputs?: Notify_Declined_BodyInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Declined_BodyInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_notify_declined_body(inputs)
	return en_notify_declined_body(inputs)
});