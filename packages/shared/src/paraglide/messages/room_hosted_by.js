/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ host: NonNullable<unknown> }} Room_Hosted_ByInputs */

const en_room_hosted_by = /** @type {(inputs: Room_Hosted_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`hosted by ${i?.host}`)
};

const sw_room_hosted_by = /** @type {(inputs: Room_Hosted_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`mwenyeji ni ${i?.host}`)
};

/**
* | output |
* | --- |
* | "hosted by {host}" |
*
* @param {Room_Hosted_ByInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const room_hosted_by = /** @type {((inputs: Room_Hosted_ByInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Room_Hosted_ByInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_room_hosted_by(inputs)
	return en_room_hosted_by(inputs)
});