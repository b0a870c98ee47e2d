/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ length: NonNullable<unknown>, people: NonNullable<unknown>, code: NonNullable<unknown> }} Room_DefaultsInputs */

const en_room_defaults = /** @type {(inputs: Room_DefaultsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Rooms are open for ${i?.length} and hold up to ${i?.people} people. You get a ${i?.code}-character code to share.`)
};

const sw_room_defaults = /** @type {(inputs: Room_DefaultsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Vyumba viko wazi kwa ${i?.length} na huchukua hadi watu ${i?.people}. Unapata msimbo wa herufi ${i?.code} wa kushiriki.`)
};

/**
* | output |
* | --- |
* | "Rooms are open for {length} and hold up to {people} people. You get a {code}-character code to share." |
*
* @param {Room_DefaultsInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const room_defaults = /** @type {((inputs: Room_DefaultsInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Room_DefaultsInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_room_defaults(inputs)
	return en_room_defaults(inputs)
});