/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ max: NonNullable<unknown> }} Socket_Channels_MaxInputs */

const en_socket_channels_max = /** @type {(inputs: Socket_Channels_MaxInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`At most ${i?.max} channels per connection.`)
};

const sw_socket_channels_max = /** @type {(inputs: Socket_Channels_MaxInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Chaneli zisizozidi ${i?.max} kwa muunganisho mmoja.`)
};

/**
* | output |
* | --- |
* | "At most {max} channels per connection." |
*
* @param {Socket_Channels_MaxInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const socket_channels_max = /** @type {((inputs: Socket_Channels_MaxInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Socket_Channels_MaxInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_socket_channels_max(inputs)
	return en_socket_channels_max(inputs)
});