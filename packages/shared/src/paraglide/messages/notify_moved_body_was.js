/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ when: NonNullable<unknown>, was: NonNullable<unknown> }} Notify_Moved_Body_WasInputs */

const en_notify_moved_body_was = /** @type {(inputs: Notify_Moved_Body_WasInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Now ${i?.when} (was ${i?.was}).`)
};

const sw_notify_moved_body_was = /** @type {(inputs: Notify_Moved_Body_WasInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Sasa ni ${i?.when} (awali ${i?.was}).`)
};

/**
* | output |
* | --- |
* | "Now {when} (was {was})." |
*
* @param {Notify_Moved_Body_WasInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const notify_moved_body_was = /** @type {((inputs: Notify_Moved_Body_WasInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Moved_Body_WasInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_notify_moved_body_was(inputs)
	return en_notify_moved_body_was(inputs)
});