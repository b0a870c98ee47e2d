/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Room_Community_ChatInputs */

const en_room_community_chat = /** @type {(inputs: Room_Community_ChatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Community chat`)
};

const sw_room_community_chat = /** @type {(inputs: Room_Community_ChatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gumzo la jumuiya`)
};

/**
* | output |
* | --- |
* | "Community chat" |
*
* @param {Room_Community_ChatInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const room_community_chat = /** @type {((inputs?: Room_Community_ChatInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Room_Community_ChatInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_room_community_chat(inputs)
	return en_room_community_chat(inputs)
});