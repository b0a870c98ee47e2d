/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ when: NonNullable<unknown> }} Notify_Moved_BodyInputs */

const en_notify_moved_body = /** @type {(inputs: Notify_Moved_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Now ${i?.when}.`)
};

const sw_notify_moved_body = /** @type {(inputs: Notify_Moved_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Sasa ni ${i?.when}.`)
};

/**
* | output |
* | --- |
* | "Now {when}." |
*
* @param {Notify_Moved_BodyInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const notify_moved_body = /** @type {((inputs: Notify_Moved_BodyInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Moved_BodyInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_notify_moved_body(inputs)
	return en_notify_moved_body(inputs)
});