"""One rewrite of an ONNX model's bytes before onnxruntime loads it: a weight-only int8 embedding table
is gathered first and dequantized after, row by row, instead of whole.

Why: the model stores each weight as int8 plus a scale (Cast, Mul). onnxruntime folds those into
float32 once at load, which keeps queries fast, but the word-embedding table alone is 30,522 x 384:
47 MB of float32 of which a text reads a few rows. Gathering the int8 rows and their scales first
keeps the table at 12 MB and gives the same vectors. The `onnx` package is not a dependency, so the
protobuf wire format is read and written here: only the graph's nodes change, everything else is
copied byte for byte.
"""

from __future__ import annotations

# protobuf field numbers (onnx.proto): ModelProto.graph, GraphProto.node, NodeProto's fields
_GRAPH, _NODE = 7, 1
_INPUT, _OUTPUT, _OP_TYPE, _ATTRIBUTE = 1, 2, 4, 5
_VARINT, _FIXED64, _BYTES, _FIXED32 = 0, 1, 2, 5

Field = tuple[int, int, bytes]  # (field number, wire type, encoded value)


def gather_before_dequantize(model: bytes, table: str) -> bytes:
    """`model` with `Gather(Mul(Cast(table_q), table_scale), ids)` turned into
    `Mul(Cast(Gather(table_q, ids)), Gather(table_scale, ids))`; ValueError if it has no such
    table (`table` is the name of the dequantized weight, `<table>_q` and `<table>_scale` its parts)."""
    top = _fields(model)
    at = next((i for i, (number, _, _) in enumerate(top) if number == _GRAPH), None)
    if at is None:
        raise ValueError("not an ONNX model: no graph")
    nodes: list[Field] = []
    cast_attributes: list[bytes] | None = None
    rewritten = False
    for number, wire, value in _fields(top[at][2]):
        if number != _NODE:
            nodes.append((number, wire, value))
            continue
        inputs, outputs, op_type, attributes = _node(value)
        if op_type in ("Cast", "Mul") and outputs in ([f"{table}_f"], [table]):
            if op_type == "Cast":
                cast_attributes = attributes
            continue  # the whole table's dequantization is not wanted
        if op_type == "Gather" and inputs[0] == table and cast_attributes is not None:
            ids, rows = inputs[1], f"{table}_rows"
            new = [
                _encode_node([f"{table}_q", ids], [f"{rows}_q"], "Gather", attributes),
                _encode_node([f"{table}_scale", ids], [f"{rows}_scale"], "Gather", attributes),
                _encode_node([f"{rows}_q"], [f"{rows}_f"], "Cast", cast_attributes),
                _encode_node([f"{rows}_f", f"{rows}_scale"], outputs, "Mul", []),
            ]
            nodes += [(_NODE, _BYTES, encoded) for encoded in new]
            rewritten = True
            continue
        nodes.append((number, wire, value))
    if not rewritten:
        raise ValueError(f"no int8 table {table!r} dequantized before a Gather in this model")
    top[at] = (_GRAPH, _BYTES, _encode(nodes))
    return _encode(top)


def _node(value: bytes) -> tuple[list[str], list[str], str, list[bytes]]:
    fields = _fields(value)
    strings = {n: [v.decode() for number, _, v in fields if number == n] for n in (_INPUT, _OUTPUT, _OP_TYPE)}
    attributes = [v for number, _, v in fields if number == _ATTRIBUTE]
    return strings[_INPUT], strings[_OUTPUT], "".join(strings[_OP_TYPE]), attributes


def _encode_node(inputs: list[str], outputs: list[str], op_type: str, attributes: list[bytes]) -> bytes:
    return _encode(
        [(_INPUT, _BYTES, name.encode()) for name in inputs]
        + [(_OUTPUT, _BYTES, name.encode()) for name in outputs]
        + [(_OP_TYPE, _BYTES, op_type.encode())]
        + [(_ATTRIBUTE, _BYTES, attribute) for attribute in attributes]
    )


def _fields(data: bytes) -> list[Field]:
    out: list[Field] = []
    pos = 0
    while pos < len(data):
        key, pos = _read_varint(data, pos)
        number, wire = key >> 3, key & 7
        if wire == _VARINT:
            _, end = _read_varint(data, pos)
        elif wire == _BYTES:
            length, pos = _read_varint(data, pos)
            end = pos + length
        elif wire in (_FIXED64, _FIXED32):
            end = pos + (8 if wire == _FIXED64 else 4)
        else:
            raise ValueError(f"protobuf wire type {wire} is not used by ONNX")
        out.append((number, wire, data[pos:end]))
        pos = end
    return out


def _encode(fields: list[Field]) -> bytes:
    out = bytearray()
    for number, wire, value in fields:
        out += _varint(number << 3 | wire)
        if wire == _BYTES:
            out += _varint(len(value))
        out += value
    return bytes(out)


def _read_varint(data: bytes, pos: int) -> tuple[int, int]:
    value = shift = 0
    while True:
        byte = data[pos]
        pos += 1
        value |= (byte & 0x7F) << shift
        if byte < 0x80:
            return value, pos
        shift += 7


def _varint(value: int) -> bytes:
    out = bytearray()
    while value > 0x7F:
        out.append(value & 0x7F | 0x80)
        value >>= 7
    out.append(value)
    return bytes(out)
