/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Socket_Frame_UnknownInputs */

const en_socket_frame_unknown = /** @type {(inputs: Socket_Frame_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unknown message type.`)
};

const sw_socket_frame_unknown = /** @type {(inputs: Socket_Frame_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aina ya ujumbe haijulikani.`)
};

/**
* | output |
* | --- |
* | "Unknown message type." |
*
* @param {Socket_Frame_UnknownInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const socket_frame_unknown = /** @type {((inputs?: Socket_Frame_UnknownInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Socket_Frame_UnknownInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_socket_frame_unknown(inputs)
	return en_socket_frame_unknown(inputs)
});